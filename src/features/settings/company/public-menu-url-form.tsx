import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSaveSettings } from '../use-save-settings';
import { parsePublicMenuUrl } from './public-menu-url';

/** Lets the owner point the link and QR code at another address (a custom domain, say). */
export function PublicMenuUrlForm({ current }: { current: string | null | undefined }) {
  const [text, setText] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useSaveSettings();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parsePublicMenuUrl(text);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    update.mutate({
      patch: { public_menu_url: parsed.value },
      success: { title: 'Configurações salvas' },
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <label htmlFor="public-menu-url" className="text-sm font-medium">
        Endereço público do cardápio (opcional)
      </label>
      <p id="public-menu-url-hint" className="text-xs text-muted-foreground">
        Em branco, o link usa este site. Preencha se seus clientes acessam por outro endereço.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="public-menu-url"
          type="url"
          inputMode="url"
          placeholder="https://pedidos.minhaloja.com.br/client"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'public-menu-url-error' : 'public-menu-url-hint'}
        />
        <Button type="submit" variant="outline" disabled={update.isPending}>
          Salvar endereço
        </Button>
      </div>
      {error && (
        <p id="public-menu-url-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
