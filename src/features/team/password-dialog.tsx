import { FormDialog, FormDialogFooter } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { FormControl, FormField } from '@/components/form-field';
import type { TeamMember } from '@/data/team/get-team';
import { useResetStaffPassword } from '@/data/team/reset-staff-password';
import { userMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { passwordSchema } from './team-schema';
import { useZodForm } from '@/components/use-zod-form';

/** "Redefinir senha": a new password for a member, whose open sessions end. */
export function PasswordDialog({
  member,
  onClose,
}: {
  member: TeamMember | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      className="sm:max-w-md"
      title="Redefinir senha"
      description={
        <>
          {member?.display_name} sai do painel em todos os aparelhos e entra de novo com a nova
          senha.
        </>
      }
    >
      {member ? <PasswordForm key={member.user_id} member={member} onDone={onClose} /> : null}
    </FormDialog>
  );
}

function PasswordForm({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const reset = useResetStaffPassword({ onError: () => {} });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors: e, isSubmitting },
  } = useZodForm(passwordSchema, {
    defaultValues: { password: '' },
  });
  const submit = handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ user_id: member.user_id, password });
      toast.success('Senha redefinida', { description: member.display_name });
      onDone();
    } catch (error) {
      setError('password', { message: userMessage(error) });
    }
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Nova senha">
      <FormField id="member-new-password" label="Nova senha" error={e.password?.message}>
        <FormControl>
          <Input {...register('password')} type="password" autoComplete="new-password" />
        </FormControl>
      </FormField>
      <FormDialogFooter pending={isSubmitting} onCancel={onDone}>
        Redefinir senha
      </FormDialogFooter>
    </form>
  );
}
