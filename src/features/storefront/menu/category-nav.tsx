import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { categorySectionId } from './category-slug';

/** Space the sticky header and this bar take at the top of the screen (sections' scroll-mt-36). */
const TOP_OFFSET_PX = 144;

function prefersReducedMotion() {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The category chips under the header: a tap scrolls to the section, and the chip of the section
 * being read stays highlighted and in view.
 */
export function CategoryNav({ categories }: { categories: readonly string[] }) {
  const [current, setCurrent] = useState<string | undefined>(undefined);
  const active = current && categories.includes(current) ? current : categories[0];
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The section being read is the last one whose top has passed under the sticky bars (the last
    // one of all once the page cannot scroll further).
    let frame = 0;
    const track = () => {
      frame = 0;
      const atBottom =
        window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      let reading = categories[0];
      for (const category of categories) {
        const top = document
          .getElementById(categorySectionId(category))
          ?.getBoundingClientRect().top;
        if (top !== undefined && top <= TOP_OFFSET_PX + 8) reading = category;
      }
      setCurrent(atBottom && window.scrollY > 0 ? categories[categories.length - 1] : reading);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(track);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [categories]);

  useEffect(() => {
    const bar = barRef.current;
    const chip = [...(bar?.querySelectorAll<HTMLElement>('[data-chip]') ?? [])].find(
      (el) => el.dataset.chip === active,
    );
    if (!bar || !chip || typeof bar.scrollTo !== 'function') return;
    bar.scrollTo({
      left: chip.offsetLeft - (bar.clientWidth - chip.clientWidth) / 2,
      behavior: 'smooth',
    });
  }, [active]);

  function goTo(category: string) {
    setCurrent(category);
    document
      .getElementById(categorySectionId(category))
      ?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }

  return (
    <nav
      aria-label="Categorias"
      className="sticky top-16 z-30 -mx-4 mb-2 border-b bg-background sm:mx-0 sm:rounded-b-xl"
    >
      <div
        ref={barRef}
        className="flex gap-2 overflow-x-auto px-4 py-3 [scrollbar-width:none] sm:px-1 [&::-webkit-scrollbar]:hidden"
      >
        {categories.map((category) => (
          <button
            key={category}
            type="button"
            data-chip={category}
            aria-current={category === active ? 'true' : undefined}
            onClick={() => goTo(category)}
            className={cn(
              'h-11 shrink-0 rounded-full border px-4 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring md:h-9',
              category === active
                ? 'border-primary bg-primary text-primary-foreground shadow-sm'
                : 'bg-card text-foreground hover:border-primary/40 hover:bg-secondary',
            )}
          >
            {category}
          </button>
        ))}
      </div>
    </nav>
  );
}
