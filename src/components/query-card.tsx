import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

interface QueryCardProps<Data> {
  query: UseQueryResult<Data>;
  /** Said when the list could not be loaded ('Não foi possível carregar …'). */
  errorText: string;
  /** The loaded list. */
  children: (data: Data) => ReactNode;
}

/** A card holding a loaded list: skeleton rows while it loads, the error, then the list. */
export function QueryCard<Data>({ query, errorText, children }: QueryCardProps<Data>) {
  return (
    <Card className="overflow-hidden py-0">
      {query.isPending ? (
        <div className="space-y-3 p-6" aria-busy="true">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="p-6 text-sm text-destructive">
          {errorText}
        </p>
      ) : (
        children(query.data)
      )}
    </Card>
  );
}
