import { useRef, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { Building2, ImagePlus, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import type { CompanySettings } from '@/data/settings/get-company-settings';
import { checkImage } from '@/lib/image-upload';
import { useCompanyLogo } from '@/lib/use-company-logo';
import { imageSrcSet } from '@/lib/image-variants';
import { InputField } from '../input-field';
import { SectionCard } from '../section-card';
import { SettingsForm } from '../settings-form';
import { useSaveSettings } from '../use-save-settings';
import { useSettingsForm } from '../use-settings-form';
import {
  LOGO_SIZE,
  useRemoveCompanyLogo,
  useUploadCompanyLogo,
} from '@/data/settings/upload-company-logo';
import {
  companyInfoSchema,
  mirrorCompanyInfo,
  toCompanyInfoPatch,
  type CompanyInfoValues,
} from './company-info-schema';
import { SubmitButton } from '@/components/submit-button';

function valuesFrom(settings: CompanySettings | null): CompanyInfoValues {
  return {
    companyName: settings?.company_name ?? '',
    companyPhone: settings?.company_phone ?? '',
  };
}

/** (b) Company information and logo: the storefront's header and the admin's avatar. */
export function CompanyInfoCard({ settings }: { settings: CompanySettings | null }) {
  const update = useSaveSettings();
  const upload = useUploadCompanyLogo({ onSuccess: () => toast.success('Logo atualizado') });
  const remove = useRemoveCompanyLogo({ onSuccess: () => toast.success('Logo removido') });
  const localLogo = useCompanyLogo();
  const logo = settings?.logo_url ?? localLogo;
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useSettingsForm(companyInfoSchema, settings, valuesFrom);

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ patch: toCompanyInfoPatch(values), success: null });
      mirrorCompanyInfo(values);
      toast.success('Informações salvas');
    } catch {
      // the default error toast has reported it
    }
  });

  function pickLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImage(file);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    upload.mutate(file);
  }

  const busy = upload.isPending || remove.isPending;
  return (
    <SectionCard
      icon={Building2}
      title="Informações da Empresa"
      description="Nome, endereço, telefone e logo que aparecem no cardápio e no painel."
    >
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="grid size-24 shrink-0 place-items-center overflow-hidden rounded-xl border bg-muted">
          {logo ? (
            <img
              src={logo}
              srcSet={imageSrcSet(logo)}
              sizes="96px"
              alt="Logo da empresa"
              className="size-full object-cover"
            />
          ) : (
            <Building2 className="size-8 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <SubmitButton
              pending={upload.isPending}
              icon={<ImagePlus aria-hidden="true" />}
              variant="outline"
              disabled={busy}
              onClick={() => fileInput.current?.click()}
            >
              {logo ? 'Trocar logo' : 'Enviar logo'}
            </SubmitButton>
            {logo ? (
              <Button variant="ghost" disabled={busy} onClick={() => remove.mutate()}>
                <Trash2 aria-hidden="true" />
                Remover
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-muted-foreground">
            Tamanho recomendado: {LOGO_SIZE}x{LOGO_SIZE} px. PNG, JPG ou WebP de até 5MB.
          </p>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Arquivo do logo"
            onChange={pickLogo}
          />
        </div>
      </CardContent>
      <SettingsForm
        label="Informações da Empresa"
        onSubmit={submit}
        pending={form.formState.isSubmitting}
        submitLabel="Salvar informações"
        pendingLabel="Salvando..."
        contentClassName="grid gap-5 sm:grid-cols-2"
      >
        <InputField form={form} name="companyName" id="info-name" label="Nome" />
        <InputField
          form={form}
          name="companyPhone"
          id="info-phone"
          label="Telefone"
          type="tel"
          placeholder="(11) 99999-9999"
        />
        <div className="text-sm sm:col-span-2">
          <p className="text-muted-foreground">Endereço</p>
          <p className="font-medium">{settings?.company_address || 'Não informado'}</p>
          <Link
            to="/delivery"
            className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline md:min-h-0"
          >
            Alterar em Áreas de Entrega
          </Link>
        </div>
      </SettingsForm>
    </SectionCard>
  );
}
