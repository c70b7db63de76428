import { userMessage } from '@/lib/error-messages';
import { FormDialog, FormDialogFooter, type EditDialogProps } from '@/components/form-dialog';
import { FieldError } from '@/lib/errors';
import { useSaveDeliveryZones } from '@/data/delivery-zones/save-delivery-zones';
import type { DeliveryZone } from '@/data/delivery-zones/schema';
import { toast } from '@/lib/toast';
import { ZONE_MESSAGES, toZoneRow, toZoneValues, zoneSchema } from './zone-schema';
import { InputField } from '../input-field';
import { useZodForm } from '@/components/use-zod-form';

interface ZoneDialogProps extends EditDialogProps<DeliveryZone> {
  /** Where a new zone goes in the list. */
  sortOrder: number;
}

/** Adds or edits one bairro: name, fee, optional minimum order and time. */
export function ZoneDialog({ open, onOpenChange, editing, sortOrder }: ZoneDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-md"
      title={editing ? 'Editar bairro' : 'Adicionar bairro'}
      description="O cliente escolhe o bairro no checkout e paga a taxa dele."
    >
      <ZoneForm
        key={editing?.id ?? 'new'}
        editing={editing}
        sortOrder={sortOrder}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function ZoneForm({
  editing,
  sortOrder,
  onDone,
}: {
  editing: DeliveryZone | null;
  sortOrder: number;
  onDone: () => void;
}) {
  const save = useSaveDeliveryZones();
  const form = useZodForm(zoneSchema, {
    defaultValues: toZoneValues(editing),
  });

  const submit = form.handleSubmit(async (values) => {
    const row = toZoneRow(values);
    try {
      await save.mutateAsync(
        editing
          ? { kind: 'update', id: editing.id, changes: row }
          : { kind: 'create', rows: [{ ...row, sort_order: sortOrder }] },
      );
    } catch (error) {
      if (error instanceof FieldError)
        form.setError('name', { message: userMessage(error) }, { shouldFocus: true });
      return;
    }
    toast.success(editing ? ZONE_MESSAGES.updated : ZONE_MESSAGES.created, {
      description: values.name,
    });
    onDone();
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <InputField
        form={form}
        name="name"
        id="zone-name"
        label="Bairro"
        required
        placeholder="Ex.: Centro"
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="fee" money id="zone-fee" label="Taxa de entrega" required />
        <InputField
          form={form}
          name="minimumOrder"
          money
          id="zone-minimum"
          label="Pedido mínimo"
          hint="Em branco: o mínimo da loja."
          placeholder="Mínimo da loja"
        />
      </div>
      <InputField
        form={form}
        name="estimatedTime"
        id="zone-time"
        label="Tempo estimado (min)"
        hint="Em branco: o tempo de entrega da loja."
        placeholder="30-45"
      />
      <FormDialogFooter pending={form.formState.isSubmitting} onCancel={onDone}>
        {editing ? 'Salvar bairro' : 'Adicionar bairro'}
      </FormDialogFooter>
    </form>
  );
}
