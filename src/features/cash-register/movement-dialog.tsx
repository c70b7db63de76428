import { FormDialog, FormDialogFooter } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { FormControl, FormField } from '@/components/form-field';
import { MoneyInput } from '@/components/money-input';
import { parseMoney } from '@/domain/money';
import { MOVEMENT_LABELS, type MovementKind } from '@/domain/cash-register/session';
import { useAddCashMovement } from '@/data/cash-register/add-cash-movement';
import { toast } from '@/lib/toast';
import { movementSchema } from './cash-schemas';
import { useZodForm } from '@/components/use-zod-form';

const DESCRIPTIONS: Record<MovementKind, string> = {
  deposit: 'Dinheiro colocado na gaveta, como reforço de troco.',
  withdrawal: 'Dinheiro retirado da gaveta, como um pagamento ou um depósito no banco.',
};

const REASON_PLACEHOLDERS: Record<MovementKind, string> = {
  deposit: 'Ex.: reforço de troco',
  withdrawal: 'Ex.: pagamento do entregador',
};

const SAVED: Record<MovementKind, string> = {
  deposit: 'Suprimento registrado',
  withdrawal: 'Sangria registrada',
};

/** 'Suprimento' or 'Sangria' (kind; null: closed): an amount and a reason. */
export function MovementDialog({
  kind,
  onClose,
}: {
  kind: MovementKind | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={kind !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      className="sm:max-w-md"
      title={kind && MOVEMENT_LABELS[kind]}
      description={kind && DESCRIPTIONS[kind]}
    >
      {kind ? <MovementForm key={kind} kind={kind} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function MovementForm({ kind, onDone }: { kind: MovementKind; onDone: () => void }) {
  const label = MOVEMENT_LABELS[kind];
  const add = useAddCashMovement({
    onSuccess: () => {
      toast.success(SAVED[kind]);
      onDone();
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(movementSchema, {
    defaultValues: { amount: '', reason: '' },
  });
  const submit = handleSubmit(async ({ amount, reason }) => {
    await add
      .mutateAsync({ kind, amount: parseMoney(amount), reason: reason.trim() })
      .catch(() => {});
  });

  return (
    <form noValidate onSubmit={submit} aria-label={label} className="grid gap-5">
      <FormField id="cash-movement-amount" label="Valor" error={errors.amount?.message}>
        <FormControl>
          <MoneyInput {...register('amount')} />
        </FormControl>
      </FormField>
      <FormField id="cash-movement-reason" label="Motivo" error={errors.reason?.message}>
        <FormControl>
          <Input
            {...register('reason')}
            maxLength={200}
            autoComplete="off"
            placeholder={REASON_PLACEHOLDERS[kind]}
          />
        </FormControl>
      </FormField>
      <FormDialogFooter pending={isSubmitting} onCancel={onDone}>
        Registrar {label.toLowerCase()}
      </FormDialogFooter>
    </form>
  );
}
