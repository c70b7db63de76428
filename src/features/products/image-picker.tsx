import { useEffect, useMemo, useRef } from 'react';
import { ImagePlus, UtensilsCrossed } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormControl } from '@/components/form-field';
import { useFormField } from '@/components/form-field-context';
import { checkImage } from '@/lib/image-upload';
import { cn } from '@/lib/utils';

interface ImagePickerProps {
  /** The chosen file, not uploaded yet. */
  file: File | null;
  /** The product's current image, shown until another file is chosen. */
  currentUrl?: string | null;
  onChange: (file: File) => void;
}

/** Picks a product picture and previews it; the image checks run as soon as a file is chosen. */
/** Sits in a FormField, whose id and error it takes. */
export function ImagePicker({ file, currentUrl, onChange }: ImagePickerProps) {
  const invalid = Boolean(useFormField().error);
  const input = useRef<HTMLInputElement>(null);
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  const shown = previewUrl ?? currentUrl ?? null;

  return (
    <div className="flex items-center gap-4">
      <div
        className={cn(
          'grid size-24 shrink-0 place-items-center overflow-hidden rounded-lg border bg-muted text-muted-foreground',
          invalid && 'border-destructive',
        )}
      >
        {shown ? (
          <img src={shown} alt="Pré-visualização da imagem" className="size-full object-cover" />
        ) : (
          <UtensilsCrossed className="size-8 opacity-60" aria-hidden="true" />
        )}
      </div>
      <div className="grid gap-1.5">
        <FormControl>
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (!chosen) return;
              const problem = checkImage(chosen);
              if (problem) {
                toast.error(problem.title, { description: problem.description });
                return;
              }
              onChange(chosen);
            }}
          />
        </FormControl>
        <Button type="button" variant="outline" size="sm" onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden="true" />
          {shown ? 'Trocar imagem' : 'Escolher imagem'}
        </Button>
        <p className="text-xs text-muted-foreground">PNG, JPG ou WebP até 5MB.</p>
      </div>
    </div>
  );
}
