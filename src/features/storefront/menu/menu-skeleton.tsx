import { Skeleton } from '@/components/ui/skeleton';

/** Grey shapes where the menu is about to appear. */
export function MenuSkeleton() {
  return (
    <div role="status" className="space-y-8 pt-2">
      <span className="sr-only">Carregando cardápio...</span>
      <div className="flex gap-2">
        {[80, 96, 72, 88].map((width) => (
          <Skeleton key={width} className="h-9 rounded-full" style={{ width }} />
        ))}
      </div>
      {[0, 1].map((section) => (
        <div key={section} className="space-y-3">
          <Skeleton className="h-6 w-32" />
          <div className="grid gap-3 sm:grid-cols-2">
            {[0, 1, 2, 3].map((card) => (
              <div
                key={card}
                aria-hidden="true"
                className="flex gap-3 rounded-2xl border bg-card p-3 sm:p-4"
              >
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-full" />
                  <Skeleton className="h-3 w-2/3" />
                  <div className="mt-auto flex justify-between pt-2">
                    <Skeleton className="h-7 w-20 rounded-full" />
                    <Skeleton className="h-10 w-28 rounded-full" />
                  </div>
                </div>
                <Skeleton className="size-24 rounded-xl sm:size-28" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
