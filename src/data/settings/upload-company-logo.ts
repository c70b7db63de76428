import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsKeys } from './keys';
import { checkImage } from '@/lib/image-upload';
import { LOGO_IMAGE_WIDTHS } from '@/lib/image-variants';
import { uploadImage } from '../storage/images';
import { AppError } from '@/lib/errors';
import type { MutationOptions } from '../mutation';
import { setCompanyLogo } from '@/lib/use-company-logo';
import { updateCompanySettings } from './update-company-settings';

/** The recommended logo size (300 × 300); the upload is stored in LOGO_IMAGE_WIDTHS. */
export const LOGO_SIZE = 300;
export const LOGO_BUCKET = 'company-assets';

/** Checks (the form checks first, to show its own titles), shrinks and uploads the logo, then saves its public URL as the shop's logo. */
export async function uploadCompanyLogo(file: File): Promise<string> {
  const problem = checkImage(file);
  if (problem) throw new AppError('image_refused', { userText: problem.description });
  const url = await uploadImage(LOGO_BUCKET, file, LOGO_IMAGE_WIDTHS, 'logo');
  await updateCompanySettings({ logo_url: url });
  return url;
}

export function useUploadCompanyLogo({
  onSuccess,
  ...options
}: MutationOptions<string, File> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCompanyLogo,
    ...options,
    onSuccess: async (...args) => {
      setCompanyLogo(args[0]);
      const refreshed = queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      await onSuccess?.(...args);
      await refreshed;
    },
  });
}

/** Removes the logo: the header shows the initials again. */
export function useRemoveCompanyLogo({
  onSuccess,
  ...options
}: MutationOptions<unknown, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => updateCompanySettings({ logo_url: null }),
    ...options,
    onSuccess: async (...args) => {
      setCompanyLogo(null);
      const refreshed = queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      await onSuccess?.(...args);
      await refreshed;
    },
  });
}
