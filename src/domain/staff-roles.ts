// The shop's team roles as the panel shows them. The server enforces each right (docs/data-model.md);
// this table only tells people what to expect, so it is read-only and written once.

export const staffRoles = ['owner', 'attendant', 'kitchen', 'driver'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffRoleLabels: Record<StaffRole, string> = {
  owner: 'Dono',
  attendant: 'Atendente',
  kitchen: 'Cozinha',
  driver: 'Entregador',
};

/** Where each role lands after signing in, and where the no-access screen sends it back. */
export const staffStartPages: Record<StaffRole, string> = {
  owner: '/dashboard',
  attendant: '/dashboard',
  kitchen: '/cozinha',
  driver: '/entregas',
};

/**
 * The team roles that may open each admin page of the route table (src/app/route-table.ts); a page
 * not named here is the owner's. The server refuses a role's missing rights anyway: this spares a
 * kitchen account a panel of refusals, and shows each role only its pages in the menu.
 */
export const staffPageRoles: Readonly<Record<string, readonly StaffRole[]>> = {
  '/dashboard': ['owner', 'attendant'],
  '/orders': ['owner', 'attendant'],
  '/caixa': ['owner', 'attendant'],
  '/history': ['owner', 'attendant'],
  '/clientes': ['owner', 'attendant'],
  '/cozinha': ['owner', 'kitchen'],
  '/entregas': ['owner', 'driver'],
};

/** The roles that may open an admin path (the owner's alone when no table entry names it). */
export function rolesForPath(path: string): readonly StaffRole[] {
  return staffPageRoles[path.length > 1 ? path.replace(/\/+$/, '') : path] ?? ['owner'];
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/** "O que cada função pode fazer": one row per right, with the roles that have it. */
export const staffRights: ReadonlyArray<{ right: string; roles: readonly StaffRole[] }> = [
  { right: 'Ver pedidos', roles: ['owner', 'attendant'] },
  { right: 'Mudar status', roles: ['owner', 'attendant'] },
  { right: 'Cancelar pedido', roles: ['owner', 'attendant'] },
  { right: 'Escolher entregador', roles: ['owner', 'attendant'] },
  { right: 'Esgotado e estoque', roles: ['owner', 'attendant', 'kitchen'] },
  { right: 'Abrir, movimentar e fechar o caixa', roles: ['owner', 'attendant'] },
  { right: 'Reabrir um caixa fechado', roles: ['owner'] },
  { right: 'Clientes (consulta)', roles: ['owner', 'attendant'] },
  { right: 'Relatórios', roles: ['owner'] },
  { right: 'Cardápio e preços', roles: ['owner'] },
  { right: 'Configurações', roles: ['owner'] },
  { right: 'Cupons', roles: ['owner'] },
  { right: 'Equipe', roles: ['owner'] },
  { right: 'Cozinha (fila de preparo)', roles: ['owner', 'kitchen'] },
  { right: 'Entregas (só as suas)', roles: ['owner', 'driver'] },
];
