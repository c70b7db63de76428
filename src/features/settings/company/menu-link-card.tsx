import { useState } from 'react';
import { Check, Copy, Download, ExternalLink, QrCode as QrCodeIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { PrivateLinkWarning } from '@/components/private-link-warning';
import { QrCode, downloadQrPng } from '@/components/qr-code';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { menuLink } from '@/domain/menu-link';
import { SectionCard } from '../section-card';
import { PublicMenuUrlForm } from './public-menu-url-form';

/** The copy-confirm indicator lasts 2 s. */
const COPIED_MS = 2000;

/** (c) The online menu's link and its QR code, to print or share. */
export function MenuLinkCard({ publicMenuUrl }: { publicMenuUrl: string | null | undefined }) {
  const link = menuLink(window.location.origin, publicMenuUrl);
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success('Link copiado', { description: link });
      window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast.error('Erro', { description: 'Não foi possível copiar o link. Copie-o manualmente.' });
    }
  }

  async function download() {
    try {
      await downloadQrPng(link, 300, 'qrcode-cardapio.png');
      toast.success('QR Code baixado');
    } catch {
      toast.error('Erro', { description: 'Não foi possível gerar o QR Code.' });
    }
  }

  return (
    <SectionCard
      icon={QrCodeIcon}
      title="Link do Cardápio Online"
      description="Compartilhe o link ou imprima o QR Code para seus clientes pedirem pelo celular."
    >
      <CardContent className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <QrCode value={link} size={160} className="shrink-0 rounded-lg border p-1" />
        <div className="grid w-full min-w-0 gap-3">
          <label htmlFor="menu-link" className="text-sm font-medium">
            Link do cardápio
          </label>
          <Input id="menu-link" value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
          <PrivateLinkWarning link={link} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void copy()}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copiado!' : 'Copiar link'}
            </Button>
            <Button variant="outline" onClick={() => void download()}>
              <Download aria-hidden="true" />
              Baixar QR Code
            </Button>
            <Button variant="ghost" onClick={() => window.open(link, '_blank', 'noopener')}>
              <ExternalLink aria-hidden="true" />
              Abrir
            </Button>
          </div>
          <PublicMenuUrlForm key={publicMenuUrl ?? ''} current={publicMenuUrl} />
        </div>
      </CardContent>
    </SectionCard>
  );
}
