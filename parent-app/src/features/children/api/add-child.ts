import { pb, type Grade, type StudentsResponse } from 'shared';

export interface AddChildInput {
  name: string;
  grade: Grade;
}

/** The server's answer when it gives a child an access code: the only time the code can be read. */
export interface ChildWithCode {
  student: StudentsResponse;
  accessCode: string;
}

/** Creates a child of the signed-in parent; the server picks the Student ID and the access code. */
export function addChild(input: AddChildInput): Promise<ChildWithCode> {
  return pb.send<ChildWithCode>('/api/children', { method: 'POST', body: input, requestKey: null });
}
