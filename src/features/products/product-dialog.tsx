import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { formatMoneyInput } from '@/domain/money';
import type { Product } from '@/data/products/schema';
import { ProductOptionGroups } from './option-groups/product-option-groups';
import { ProductForm } from './product-form';
import { emptyProductValues, type ProductFormValues } from './product-schema';
import { useCreateProduct, useUpdateProduct } from './use-product-mutations';

interface ProductDialogProps {
  /** 'new' to add, a product to edit, null when closed. */
  target: Product | 'new' | null;
  categories: readonly string[];
  onClose: () => void;
}

function valuesOf(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? '',
    price: formatMoneyInput(product.price),
    category: product.category,
    is_available: product.is_available,
  };
}

export function ProductDialog({ target, categories, onClose }: ProductDialogProps) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const editing = target !== null && target !== 'new' ? target : null;
  // A new product's complementos, saved with it.
  const [draftGroupIds, setDraftGroupIds] = useState<string[]>([]);
  const close = () => {
    setDraftGroupIds([]);
    onClose();
  };

  return (
    <FormDialog
      open={target !== null}
      onOpenChange={(open) => !open && close()}
      title={editing ? 'Editar Produto' : 'Adicionar Novo Produto'}
      description={
        editing
          ? 'Altere as informações do produto.'
          : 'Preencha as informações do novo produto do cardápio.'
      }
      className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-xl"
    >
      <ProductForm
        key={editing?.id ?? 'new'}
        defaultValues={editing ? valuesOf(editing) : emptyProductValues}
        categories={categories}
        currentImageUrl={editing?.image_url}
        submitLabel={editing ? 'Salvar alterações' : 'Adicionar Produto'}
        onCancel={close}
        extra={
          <ProductOptionGroups
            productId={editing?.id ?? null}
            draft={{ ids: draftGroupIds, onChange: setDraftGroupIds }}
          />
        }
        onSubmit={async (values, image) => {
          if (editing)
            await update.mutateAsync({
              id: editing.id,
              values,
              image,
              previousImageUrl: editing.image_url,
            });
          else await create.mutateAsync({ values, image, groupIds: draftGroupIds });
          close();
        }}
      />
    </FormDialog>
  );
}
