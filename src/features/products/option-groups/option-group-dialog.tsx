import { useState, type ComponentProps } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { FormControl, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useDeleteOptionGroup } from '@/data/options/delete-option-group';
import { useOptionGroups, type AdminOptionGroup } from '@/data/options/get-option-groups';
import { useSaveOptionGroup } from '@/data/options/save-option-group';
import {
  formValues,
  optionGroupSchema,
  toInput,
  type OptionGroupFormValues,
} from './option-group-schema';
import { OptionRows } from './option-rows';
import { PriceGrid } from './price-grid';
import { SubmitButton } from '@/components/submit-button';

interface OptionGroupDialogProps {
  /** The group to edit, or null to create one. */
  group: AdminOptionGroup | null;
  open: boolean;
  onClose: () => void;
  /** After a save: the group's id (a new group is then attached to the product). */
  onSaved: (groupId: string) => void;
}

const PRICING = [
  { value: 'sum', label: 'Somar opções', hint: 'Cada opção escolhida soma o seu preço.' },
  {
    value: 'max',
    label: 'Cobrar a mais cara (meio a meio)',
    hint: 'Para pizza meio a meio: cobra só o sabor mais caro.',
  },
  {
    value: 'average',
    label: 'Cobrar a média (meio a meio)',
    hint: 'Para pizza meio a meio: cobra a média dos sabores escolhidos.',
  },
] as const;

/** Create or edit a group of complementos and its options (one save, all or nothing). */
export function OptionGroupDialog({ group, open, onClose, onSaved }: OptionGroupDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={group ? 'Editar grupo' : 'Novo grupo de complementos'}
      description={
        group && group.links.length > 1
          ? `Usado em ${group.links.length} produtos: as mudanças valem para todos.`
          : 'Ex.: Tamanho, Sabores, Borda, Adicionais. O cliente escolhe ao pedir.'
      }
      className="max-h-[calc(100svh-2rem)] overflow-y-auto sm:max-w-2xl"
    >
      <GroupForm key={group?.id ?? 'new'} group={group} onClose={onClose} onSaved={onSaved} />
    </FormDialog>
  );
}

function GroupForm({ group, onClose, onSaved }: Omit<OptionGroupDialogProps, 'open'>) {
  const save = useSaveOptionGroup();
  const remove = useDeleteOptionGroup();
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<OptionGroupFormValues>({
    resolver: zodResolver(optionGroupSchema),
    defaultValues: formValues(group),
  });
  const required = useWatch({ control, name: 'required' });
  const all = useOptionGroups().data;
  // Groups this one's prices may depend on: those offered with it on a product first.
  const candidates = (all ?? [])
    .filter((other) => other.id !== group?.id)
    .map((other) => ({
      other,
      shared: other.links.some((link) =>
        group?.links.some((l) => l.product_id === link.product_id),
      ),
    }))
    .sort((a, b) => Number(b.shared) - Number(a.shared))
    .map(({ other }) => other);

  const submit = handleSubmit((values) =>
    save.mutate(
      toInput(
        values,
        group?.id,
        candidates
          .find((other) => other.id === values.depends_on_group_id)
          ?.options.map((option) => option.id),
      ),
      {
        onSuccess: (id) => {
          toast.success('Grupo salvo', { description: `${values.name.trim()} foi salvo.` });
          onSaved(id);
          onClose();
        },
      },
    ),
  );

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        // The dialog is portalled but React bubbles its events: never submit the product form too.
        event.stopPropagation();
        void submit(event);
      }}
    >
      <FormField id="group-name" label="Nome do grupo" error={errors.name?.message}>
        <FormControl>
          <Input {...register('name')} placeholder="Ex.: Sabores" />
        </FormControl>
      </FormField>

      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-start">
        <Controller
          control={control}
          name="required"
          render={({ field }) => (
            <div className="flex items-center justify-between gap-3 rounded-lg border p-3">
              <div className="grid gap-0.5">
                <Label htmlFor="group-required">Obrigatório</Label>
                <p className="text-xs text-muted-foreground">O cliente precisa escolher.</p>
              </div>
              <Switch id="group-required" checked={field.value} onCheckedChange={field.onChange} />
            </div>
          )}
        />
        {required && (
          <ChoiceCountField
            id="group-min"
            label="Mínimo"
            error={errors.min_select?.message}
            {...register('min_select', { valueAsNumber: true })}
          />
        )}
        <ChoiceCountField
          id="group-max"
          label="Máximo de escolhas"
          error={errors.max_select?.message}
          {...register('max_select', { valueAsNumber: true })}
        />
      </div>

      <Controller
        control={control}
        name="pricing"
        render={({ field }) => (
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Cobrança</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {PRICING.map((option) => (
                <label
                  key={option.value}
                  className={cn(
                    'flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors',
                    field.value === option.value
                      ? 'border-primary bg-primary/5'
                      : 'hover:bg-muted/50',
                  )}
                >
                  <input
                    type="radio"
                    name="group-pricing"
                    value={option.value}
                    checked={field.value === option.value}
                    onChange={() => field.onChange(option.value)}
                    className="mt-0.5 size-4 accent-primary"
                  />
                  <span className="grid gap-0.5 text-sm font-medium">
                    {option.label}
                    <span className="text-xs font-normal text-muted-foreground">{option.hint}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />

      <OptionRows control={control} register={register} errors={errors.options} />

      <PriceGrid control={control} register={register} candidates={candidates} />

      <DialogFooter className="gap-2 sm:justify-between">
        {group ? (
          <Button
            variant="ghost"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden="true" />
            Excluir grupo
          </Button>
        ) : (
          <span />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <SubmitButton pending={save.isPending} pendingLabel="Salvando..." type="submit">
            Salvar grupo
          </SubmitButton>
        </div>
      </DialogFooter>

      {group && (
        <ConfirmDeleteDialog
          open={confirming}
          title="Excluir grupo"
          description={
            <>
              Excluir <strong className="text-foreground">{group.name}</strong> e suas opções
              {group.links.length > 0
                ? ` de ${group.links.length === 1 ? '1 produto' : `${group.links.length} produtos`}`
                : ''}
              ? Pedidos já feitos não mudam.
            </>
          }
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(group.id, {
              onSuccess: () => {
                toast.success('Grupo excluído', { description: `${group.name} foi excluído.` });
                setConfirming(false);
                onClose();
              },
            })
          }
          onClose={() => setConfirming(false)}
        />
      )}
    </form>
  );
}

/** How many choices the group asks for at least or at most (1 to 50). */
function ChoiceCountField({
  id,
  label,
  error,
  ...input
}: ComponentProps<'input'> & { id: string; label: string; error: string | undefined }) {
  return (
    <FormField id={id} label={label} error={error}>
      <FormControl>
        <Input type="number" inputMode="numeric" min={1} max={50} className="w-24" {...input} />
      </FormControl>
    </FormField>
  );
}
