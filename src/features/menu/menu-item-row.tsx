import { useState } from 'react';
import { ImageOff, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { LabelledDeleteButton } from '@/components/labelled-row-buttons';
import { formatBRL } from '@/domain/format';
import { imageSrcSet } from '@/lib/image-variants';
import { cn } from '@/lib/utils';
import type { Product } from '@/data/products/schema';
import { ReorderButtons } from './reorder-buttons';
import { SoldOutControl } from './sold-out-control';
import { soldOutLabel, stockLabel } from '@/components/sold-out/sold-out-label';

interface MenuItemRowProps {
  item: Product;
  /** Its place in its category, for the up and down buttons. */
  position: number;
  count: number;
  onMove: (item: Product, step: -1 | 1) => void;
  onFeature: (item: Product, isFeatured: boolean) => void;
  onToggle: (item: Product, isAvailable: boolean) => void;
  onDelete: (item: Product) => void;
}

export function MenuItemRow({
  item,
  position,
  count,
  onMove,
  onFeature,
  onToggle,
  onDelete,
}: MenuItemRowProps) {
  // In the admin menu an image that fails to load becomes a placeholder.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = item.image_url && failedSrc !== item.image_url ? item.image_url : null;
  const switchId = `available-${item.id}`;
  const soldOut = soldOutLabel(item, new Date());
  const stock = stockLabel(item);

  return (
    <li data-testid="menu-item" className="flex flex-wrap items-center gap-3 py-3 sm:flex-nowrap">
      <div
        className={cn(
          'size-16 shrink-0 overflow-hidden rounded-lg bg-muted',
          !item.is_available && 'opacity-50',
        )}
      >
        {src ? (
          <img
            src={src}
            srcSet={imageSrcSet(src)}
            sizes="64px"
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setFailedSrc(src)}
            className="size-full object-cover"
          />
        ) : (
          <div
            data-testid="menu-image-placeholder"
            className="grid size-full place-items-center text-muted-foreground"
          >
            <ImageOff className="size-6" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1 basis-40">
        <div className="flex flex-wrap items-center gap-2">
          <span className={cn('font-medium', !item.is_available && 'text-muted-foreground')}>
            {item.name}
          </span>
          {!item.is_available ? <Badge variant="destructive">Indisponível</Badge> : null}
          {item.is_available && soldOut ? <Badge variant="destructive">{soldOut}</Badge> : null}
          {item.is_featured ? <Badge>Destaque</Badge> : null}
        </div>
        <p className="text-sm font-semibold text-primary">
          {formatBRL(item.price)}
          {stock ? (
            <span className="ml-2 text-xs font-normal text-muted-foreground">{stock}</span>
          ) : null}
        </p>
        {item.description ? (
          <p className="line-clamp-1 text-sm text-muted-foreground">{item.description}</p>
        ) : null}
      </div>
      <div className="ml-auto flex flex-wrap items-center justify-end gap-3">
        <SoldOutControl item={{ ...item, kind: 'product' }} />
        <ReorderButtons
          label={item.name}
          position={position}
          count={count}
          onMove={(step) => onMove(item, step)}
        />
        <Button
          variant="outline"
          size="icon"
          aria-pressed={item.is_featured}
          aria-label={`Destaque: ${item.name}`}
          title={item.is_featured ? 'Tirar dos destaques' : 'Destacar no cardápio'}
          onClick={() => onFeature(item, !item.is_featured)}
        >
          <Star
            aria-hidden="true"
            className={cn(item.is_featured && 'fill-amber-400 text-amber-500')}
          />
        </Button>
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={item.is_available}
            onCheckedChange={(checked) => onToggle(item, checked)}
            aria-label={`Disponível: ${item.name}`}
          />
          <label
            htmlFor={switchId}
            className="hidden text-sm text-muted-foreground sm:inline sm:w-32"
          >
            {item.is_available ? 'Disponível' : 'Oculto no cardápio'}
          </label>
        </div>
        <LabelledDeleteButton name={item.name} onClick={() => onDelete(item)} />
      </div>
    </li>
  );
}
