import {
  BookOpen,
  ChartColumn,
  Contact,
  Clock,
  CreditCard,
  History,
  LayoutDashboard,
  MapPin,
  Package,
  Palette,
  Settings,
  ShieldCheck,
  ShoppingBag,
  TicketPercent,
  Wallet,
  Bike,
  ChefHat,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/**
 * The admin sidebar, in the first version's order, the opening hours after the delivery areas and the
 * cash register (Caixa) after the orders.
 */
export const adminNavItems: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'Pedidos', to: '/orders', icon: ShoppingBag },
  { label: 'Caixa', to: '/caixa', icon: Wallet },
  { label: 'Produtos', to: '/products', icon: Package },
  { label: 'Áreas de Entrega', to: '/delivery', icon: MapPin },
  { label: 'Horário de Funcionamento', to: '/hours', icon: Clock },
  { label: 'Formas de pagamento', to: '/payment', icon: CreditCard },
  { label: 'Códigos Promocionais', to: '/promotions', icon: TicketPercent },
  { label: 'Cardápio Online', to: '/menu', icon: BookOpen },
  { label: 'Histórico', to: '/history', icon: History },
  { label: 'Relatórios', to: '/relatorios', icon: ChartColumn },
  { label: 'Clientes', to: '/clientes', icon: Contact },
  { label: 'Configurações', to: '/settings', icon: Settings },
  { label: 'Tema', to: '/settings/theme', icon: Palette },
  { label: 'Segurança', to: '/security', icon: ShieldCheck },
  { label: 'Equipe', to: '/equipe', icon: Users },
  { label: 'Cozinha', to: '/cozinha', icon: ChefHat },
  { label: 'Entregas', to: '/entregas', icon: Bike },
];

/**
 * Whether an item is the current page: its own path or a page below it (/orders/123), except
 * /settings, whose sub-page /settings/theme has its own item.
 */
export function isNavItemActive(item: AdminNavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === item.to) return true;
  const hasOwnSubItems = adminNavItems.some(
    (other) => other !== item && other.to.startsWith(`${item.to}/`),
  );
  return !hasOwnSubItems && path.startsWith(`${item.to}/`);
}

/** Lower case without accents, so 'historico' finds 'Histórico'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The items whose label contains the query (ignoring case and accents), label starts first. */
export function searchNavItems(
  query: string,
  items: readonly AdminNavItem[] = adminNavItems,
): AdminNavItem[] {
  const wanted = fold(query);
  if (!wanted) return [];
  const matches = items.filter((item) => fold(item.label).includes(wanted));
  const startsWith = (item: AdminNavItem) => fold(item.label).startsWith(wanted);
  return [...matches.filter(startsWith), ...matches.filter((item) => !startsWith(item))];
}
