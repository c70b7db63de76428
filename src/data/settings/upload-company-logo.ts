import { settingsKeys } from './keys';
import { checkImage } from '@/lib/image-upload';
import { LOGO_IMAGE_WIDTHS } from '@/lib/image-variants';
import { uploadImage } from '../storage/images';
import { AppError } from '@/lib/errors';
import { useCacheMutation, type MutationOptions } from '../mutation';
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

export function useUploadCompanyLogo(options: MutationOptions<string, File> = {}) {
  return useCacheMutation(uploadCompanyLogo, options, {
    apply: (_queryClient, url) => setCompanyLogo(url),
    invalidates: [settingsKeys.all],
  });
}

/** Removes the logo: the header shows the initials again. */
export function useRemoveCompanyLogo(options: MutationOptions<unknown, void> = {}) {
  return useCacheMutation(() => updateCompanySettings({ logo_url: null }), options, {
    apply: () => setCompanyLogo(null),
    invalidates: [settingsKeys.all],
  });
}
