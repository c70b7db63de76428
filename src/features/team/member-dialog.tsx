import { useState } from 'react';
import { Controller, useForm, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormDialog, FormDialogFooter, type EditDialogProps } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FormControl, FormField } from '@/components/form-field';
import { useCreateStaffMember } from '@/data/team/create-staff-member';
import { useUpdateStaffMember } from '@/data/team/update-staff-member';
import type { TeamMember } from '@/data/team/get-team';
import { userMessage } from '@/lib/error-messages';
import { FieldError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { RoleSelect } from './role-select';
import { editMemberSchema, newMemberSchema, type NewMemberValues } from './team-schema';

/** "Adicionar pessoa" or a member's name and role, in one dialog. */
export function MemberDialog({ open, onOpenChange, editing }: EditDialogProps<TeamMember>) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? `Editar ${editing.display_name}` : 'Adicionar pessoa'}
      description={
        editing
          ? 'A nova função vale a partir do próximo passo da pessoa no painel.'
          : 'A pessoa entra no painel com o nome de usuário e a senha inicial.'
      }
    >
      <MemberForm
        key={editing?.user_id ?? 'new'}
        editing={editing}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

/** Where a refusal goes: a field's under that field, the rest (last owner…) above the buttons. */
function useRefusal<T extends FieldValues>(
  setError: (name: Path<T>, e: { message: string }) => void,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const refuse = (error: unknown) => {
    if (error instanceof FieldError)
      setError(error.field as Path<T>, { message: userMessage(error) });
    else setFormError(userMessage(error));
  };
  return { formError, setFormError, refuse };
}

function MemberForm({ editing, onDone }: { editing: TeamMember | null; onDone: () => void }) {
  const create = useCreateStaffMember({ onError: () => {} });
  const update = useUpdateStaffMember({ onError: () => {} });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors: e, isSubmitting },
  } = useForm<NewMemberValues>({
    resolver: zodResolver(editing ? editMemberSchema : newMemberSchema),
    defaultValues: editing
      ? { display_name: editing.display_name, role: editing.role, username: '', password: '' }
      : { display_name: '', role: 'attendant', username: '', password: '' },
  });
  const { formError, setFormError, refuse } = useRefusal<NewMemberValues>(setError);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (editing) {
        await update.mutateAsync({
          ...editing,
          display_name: values.display_name,
          role: values.role,
        });
        toast.success('Alterações salvas', { description: values.display_name });
      } else {
        await create.mutateAsync(values);
        toast.success('Pessoa adicionada à equipe', { description: values.display_name });
      }
      onDone();
    } catch (error) {
      refuse(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Pessoa da equipe">
      {editing ? null : (
        <FormField id="member-username" label="Nome de usuário" error={e.username?.message}>
          <FormControl>
            <Input
              {...register('username')}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          </FormControl>
        </FormField>
      )}
      <FormField id="member-name" label="Nome" error={e.display_name?.message}>
        <FormControl>
          <Input {...register('display_name')} autoComplete="off" maxLength={60} />
        </FormControl>
      </FormField>
      <div className="grid content-start gap-2">
        <Label htmlFor="member-role">Função</Label>
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <RoleSelect id="member-role" value={field.value} onChange={field.onChange} />
          )}
        />
      </div>
      {editing ? null : (
        <FormField
          id="member-password"
          label="Senha inicial"
          hint="Pelo menos 8 caracteres. Passe-a à pessoa pessoalmente."
          error={e.password?.message}
        >
          <FormControl>
            <Input {...register('password')} type="password" autoComplete="new-password" />
          </FormControl>
        </FormField>
      )}
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      <FormDialogFooter pending={isSubmitting} onCancel={onDone}>
        {editing ? 'Salvar alterações' : 'Adicionar'}
      </FormDialogFooter>
    </form>
  );
}
