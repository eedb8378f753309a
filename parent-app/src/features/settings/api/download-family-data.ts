import { useMutation } from '@tanstack/react-query';
import { pb } from 'shared/session';

/** The file's name: the day it was taken, so that a second download does not overwrite the first by surprise. */
export const familyDataFileName = (day: Date) => `family-data-${day.toISOString().slice(0, 10)}.json`;

/**
 * "Download my family's data" (`GET /api/account/export`, the signed-in parent's own family only): the server's
 * JSON, saved by the browser as a file. Answers the file's name.
 */
export function useDownloadFamilyData() {
  return useMutation({
    mutationFn: async () => {
      const data: unknown = await pb.send('/api/account/export', { method: 'GET', requestKey: null });
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
