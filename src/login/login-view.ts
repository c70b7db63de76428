// The login page's markup: the same elements and Tailwind classes the app's components draw (Card,
// FormField, Input, PasswordInput, Button), written out because this page loads no React. Only
// constant text goes through innerHTML; what varies (messages) is set as text.
import { DEFAULT_ADMIN_PASSWORD, DEFAULT_ADMIN_USERNAME } from '@/lib/admin-account';
import { icon } from '@/login/icons';

const BUTTON =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium outline-none transition-all focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-destructive/40 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0";
const INPUT =
  'flex h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm outline-none transition-[color,box-shadow] placeholder:text-muted-foreground md:h-10 md:text-sm file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-destructive/20';
const LABEL =
  'flex select-none items-center gap-2 text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50 group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50';
const HOME_LINK = 'rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring';
const CODE = 'rounded bg-background px-1.5 py-0.5 font-mono text-[0.8125rem] font-medium';

/** Markup written over several lines, without the blanks between its tags (they would be text). */
const html = (strings: TemplateStringsArray, ...values: string[]) =>
  String.raw(strings, ...values)
    .replace(/>\s+</g, '><')
    .trim();

/** The submit button's content: its icon and label, or the spinner and "Entrando..." (SubmitButton). */
export const SUBMIT_IDLE = `${icon('log-in', '')}Entrar`;

/** The page: the logo link, the card (its content in [data-slot=card-content]) and the way back. */
export const pageHtml = html` <main
  class="relative grid min-h-svh content-start justify-items-center overflow-hidden bg-background px-4 pb-10 pt-10 sm:pb-16 sm:pt-[max(4rem,10svh)]"
>
  <div
    aria-hidden="true"
    class="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,hsl(var(--primary)/0.16),transparent_60%)]"
  ></div>
  <div class="relative w-full max-w-sm">
    <a
      href="/"
      class="${HOME_LINK} mx-auto mb-8 flex w-fit items-center gap-2.5 text-xl font-bold tracking-tight"
      ><span
        class="grid size-10 place-items-center rounded-xl bg-primary text-primary-foreground shadow-md"
        >${icon('receipt-text', 'size-5')}</span
      >Comanda</a
    >
    <div
      data-slot="card"
      class="flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-xl shadow-primary/5"
    >
      <div
        data-slot="card-header"
        class="grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 px-6 text-center"
      >
        <div data-slot="card-title" class="font-semibold leading-none">
          <h1 class="text-2xl tracking-tight">Painel Delivery</h1>
        </div>
        <div data-slot="card-description" class="text-sm text-muted-foreground">
          Entre para acompanhar os pedidos da sua loja.
        </div>
      </div>
      <div data-slot="card-content" class="grid gap-6 px-6"></div>
    </div>
    <a
      href="/"
      class="${HOME_LINK} mx-auto mt-6 flex w-fit items-center gap-1.5 px-2 py-1 text-sm text-muted-foreground transition-colors hover:text-foreground"
      >${icon('arrow-left', 'size-4')}Voltar ao início</a
    >
  </div>
</main>`;

/** The login form (LoginForm), with the "Esqueci minha senha" link-button under it. */
export const loginFormHtml = html` <form novalidate class="grid gap-5">
    <div class="grid content-start gap-2">
      <label data-slot="label" class="${LABEL}" for="login-username">Nome de usuário</label>
      <input
        data-slot="input"
        class="${INPUT}"
        id="login-username"
        name="username"
        type="text"
        autocomplete="username"
        autocapitalize="none"
        autocorrect="off"
        spellcheck="false"
        placeholder="Seu nome de usuário"
      />
    </div>
    <div class="grid content-start gap-2">
      <label data-slot="label" class="${LABEL}" for="login-password">Senha</label>
      <div class="relative">
        <input
          data-slot="input"
          class="${INPUT} pr-11"
          id="login-password"
          name="password"
          type="password"
          autocomplete="current-password"
        />
        <button
          type="button"
          data-toggle-password
          aria-label="Mostrar senha"
          aria-controls="login-password"
          class="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-md text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50"
        >
          ${icon('eye', 'size-4')}
        </button>
      </div>
    </div>
    <button
      data-slot="button"
      type="submit"
      class="${BUTTON} mt-1 h-12 w-full rounded-lg bg-primary px-6 text-base text-primary-foreground shadow-sm hover:bg-primary/90 has-[>svg]:px-5"
    >
      ${SUBMIT_IDLE}
    </button>
  </form>
  <button
    data-slot="button"
    type="button"
    data-forgot-password
    class="${BUTTON} -mt-3 h-11 justify-self-center rounded-md px-4 py-2 text-sm text-primary underline-offset-4 hover:underline has-[>svg]:px-3 md:h-10"
  >
    Esqueci minha senha
  </button>`;

/** The default credentials, shown only while the default pair still signs in, on this machine. */
export const defaultCredentialsHintHtml = html` <aside
  aria-label="Acesso padrão"
  class="rounded-lg border border-dashed border-primary/40 bg-primary/5 p-4 text-sm"
>
  <p class="flex items-center gap-2 font-semibold">
    ${icon('key-round', 'size-4 text-primary')}Primeiro acesso
  </p>
  <dl class="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5">
    <dt class="text-muted-foreground">Usuário padrão:</dt>
    <dd><code class="${CODE}">${DEFAULT_ADMIN_USERNAME}</code></dd>
    <dt class="text-muted-foreground">Senha padrão:</dt>
    <dd><code class="${CODE}">${DEFAULT_ADMIN_PASSWORD}</code></dd>
  </dl>
  <p class="mt-3 text-xs text-muted-foreground">
    Ao entrar com a senha padrão, você será levado a trocá-la.
  </p>
</aside>`;

/** Said above the form once a password was reset. */
export const resetDoneHtml =
  '<p role="status" class="rounded-lg bg-primary/10 p-3 text-sm font-medium">Senha redefinida. Entre com a nova senha.</p>';

/** Shown while the reset form's code downloads. */
export const loadingHtml =
  '<p role="status" class="text-sm text-muted-foreground">Carregando...</p>';

/** A field's validation message (FormField's), under its control. */
export const FIELD_ERROR_CLASS = 'text-sm font-medium text-destructive';
