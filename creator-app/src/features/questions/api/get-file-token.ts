import { queryOptions, useQuery } from '@tanstack/react-query';
import { pb } from 'shared/session';
import { queryKeys } from 'shared';

/** PocketBase's file tokens last a few minutes: ask again after one. */
const FILE_TOKEN_STALE_MS = 60_000;

/** The token that opens the protected files (images, audio) of questions the creator may see. */
export function getFileToken(): Promise<string> {
  return pb.files.getToken({ requestKey: null });
}

export const fileTokenQuery = queryOptions({ queryKey: queryKeys.fileToken.all, queryFn: getFileToken, staleTime: FILE_TOKEN_STALE_MS });

export function useFileToken() {
  return useQuery(fileTokenQuery);
}
