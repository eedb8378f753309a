import { useMutation } from '@tanstack/react-query';
import { sendApi } from 'shared/api';
import { pb } from 'shared/session';

/** The file's name: the day it was taken, so that a second download does not overwrite the first by surprise. */
export const familyDataFileName = (day: Date) => `family-data-${day.toISOString().slice(0, 10)}.json`;

/** What the server says last: an answer without it was cut short, and saving it would lose part of the family. */
const isComplete = (data: unknown) => typeof data === 'object' && data !== null && (data as { complete?: unknown }).complete === true;

/**
 * "Download my family's data" (`GET /api/account/export`, the signed-in parent's own family only): the server's
 * JSON, saved by the browser as a file once it is whole. Answers the file's name.
 */
export function useDownloadFamilyData() {
  return useMutation({
    mutationFn: async () => {
      const data: unknown = await sendApi(pb, 'accountExport', { requestKey: null });
      // The SDK reads a body that does not parse as {}: the failure's words are the form's own.
      if (!isComplete(data)) throw new Error('The download was cut short');
      const name = familyDataFileName(new Date());
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      // The click has handed the file to the browser; the address is not needed any more.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      return name;
    },
  });
}
