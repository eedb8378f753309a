import { fixtures } from 'mocks';
import PocketBase from 'pocketbase';
import { pb } from 'shared/session';

/** The demo reviewer sends the demo creator's question in review ("What is 9 × 8?") back with a note, from a browser of their own. */
export async function sendBack(note: string): Promise<void> {
  const account = fixtures.creators.find((creator) => creator.reviewer);
  if (!account) throw new Error('No demo reviewer');
  const reviewer = new PocketBase(pb.baseURL);
  reviewer.autoCancellation(false);
  await reviewer.collection('creators').authWithPassword(account.email, account.password);
  await reviewer.collection('questions').update('qmathdraft00001', { status: 'draft', review_comment: note });
}
