import { useId, type FormEventHandler, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { IconCardHeader } from '@/components/icon-card-header';
import { CardSaveFooter } from '@/components/settings/card-save-footer';

interface SecurityFormCardProps<Values extends FieldValues> {
  icon: LucideIcon;
  /** The card's heading, which also names the form. */
  title: string;
  description: ReactNode;
  submitLabel: string;
  /** The form (useSecurityForm), given to the fields inside through FormProvider. */
  form: UseFormReturn<Values> & { submit: FormEventHandler<HTMLFormElement> };
  children: ReactNode;
}

/** One change on the security page (username, password): a card holding its form. */
export function SecurityFormCard<Values extends FieldValues>({
  icon: Icon,
  title,
  description,
  submitLabel,
  form,
  children,
}: SecurityFormCardProps<Values>) {
  const titleId = useId();
  return (
    <Card>
      <IconCardHeader icon={Icon} title={title} titleId={titleId} description={description} />
      <FormProvider {...form}>
        <form
          noValidate
          aria-labelledby={titleId}
          onSubmit={form.submit}
          className="flex flex-1 flex-col gap-6"
        >
          <CardContent className="grid gap-5">{children}</CardContent>
          <CardSaveFooter
            pending={form.formState.isSubmitting}
            label={submitLabel}
            pendingLabel="Salvando..."
            className="mt-auto"
          />
        </form>
      </FormProvider>
    </Card>
  );
}
