import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { CategoryField } from './category-field';
import { FormControl, FormField } from '@/components/form-field';
import { MoneyInput } from '@/components/money-input';
import { ImagePicker } from './image-picker';
import { productSchema, type ProductFormValues } from './product-schema';
import { SubmitButton } from '@/components/submit-button';

interface ProductFormProps {
  defaultValues: ProductFormValues;
  categories: readonly string[];
  /** The current picture when editing (a photo is optional: the menu shows a letter tile). */
  currentImageUrl?: string | null;
  submitLabel: string;
  onSubmit: (values: ProductFormValues, image: File | null) => Promise<unknown>;
  onCancel: () => void;
  /** Sections saved on their own (the product's complementos), above the form's buttons. */
  extra?: ReactNode;
}

/** The one form behind 'Adicionar Novo Produto' and 'Editar Produto'. */
export function ProductForm({
  defaultValues,
  categories,
  currentImageUrl,
  submitLabel,
  onSubmit,
  onCancel,
  extra,
}: ProductFormProps) {
  const [image, setImage] = useState<File | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues>({ resolver: zodResolver(productSchema), defaultValues });

  const submit = handleSubmit(async (values) => {
    // isSubmitting stays true until this resolves: the button is disabled, no duplicate insert.
    await onSubmit(values, image).catch(() => undefined);
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField id="product-name" label="Nome" error={errors.name?.message}>
        <FormControl>
          <Input {...register('name')} placeholder="Ex.: Pizza Margherita" />
        </FormControl>
      </FormField>
      <FormField id="product-description" label="Descrição" error={errors.description?.message}>
        <FormControl>
          <Textarea
            {...register('description')}
            rows={3}
            placeholder="Ingredientes, tamanho, observações (opcional)"
          />
        </FormControl>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="product-price" label="Preço (R$)" error={errors.price?.message}>
          <FormControl>
            <MoneyInput {...register('price')} />
          </FormControl>
        </FormField>
        <FormField id="product-category" label="Categoria" error={errors.category?.message}>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <CategoryField
                value={field.value}
                categories={categories}
                onChange={field.onChange}
              />
            )}
          />
        </FormField>
      </div>
      <FormField
        id="product-image"
        label="Imagem"
        hint="Opcional: sem foto, o cardápio mostra a inicial do produto."
      >
        <ImagePicker file={image} currentUrl={currentImageUrl} onChange={setImage} />
      </FormField>
      <Controller
        control={control}
        name="is_available"
        render={({ field }) => (
          <div className="flex items-center justify-between rounded-lg border p-3">
            <div className="grid gap-0.5">
              <Label htmlFor="product-available">Disponível</Label>
              <p className="text-xs text-muted-foreground">
                Produtos indisponíveis não aparecem no cardápio.
              </p>
            </div>
            <Switch id="product-available" checked={field.value} onCheckedChange={field.onChange} />
          </div>
        )}
      />
      {extra}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancelar
        </Button>
        <SubmitButton pending={isSubmitting} type="submit">
          {isSubmitting ? 'Salvando...' : submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
