import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

interface SettingsPageBodyProps<Data> {
  /** The page's data is still loading: one skeleton stands in for its cards. */
  pending: boolean;
  /** The page's data could not be loaded. */
  failed: boolean;
  /** The skeleton's height ('h-96'), close to the cards' so the page does not jump. */
  skeletonHeight: string;
  /** Said when the data could not be loaded ('Não foi possível carregar …'). */
  errorText: string;
  /** The data the cards need: there once the page is neither pending nor failed. */
  data: Data | undefined;
  /** The cards, drawn with the data once it is there. */
  children: (data: Data) => ReactNode;
}

/** Under a settings page's header: a skeleton while its data loads, the error, then its cards. */
export function SettingsPageBody<Data>({
  pending,
  failed,
  skeletonHeight,
  errorText,
  data,
  children,
}: SettingsPageBodyProps<Data>) {
  if (pending) return <Skeleton className={`${skeletonHeight} w-full rounded-xl`} />;
  if (failed)
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorText}
      </p>
    );
  return <>{children(data as Data)}</>;
}
