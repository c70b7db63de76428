import { PagePlaceholder } from '@/components/page-placeholder';

// Screens that later work fills in. Each keeps its spec title so navigation can be checked now.
export const DashboardRoute = () => <PagePlaceholder title="Dashboard - Tempo Real" />;
export const OrdersRoute = () => <PagePlaceholder title="Pedidos em Tempo Real" />;
export const ProductsRoute = () => <PagePlaceholder title="Produtos" />;
export const DeliveryRoute = () => <PagePlaceholder title="Áreas de Entrega" />;
export const PaymentRoute = () => <PagePlaceholder title="Formas de Pagamento" />;
export const PromotionsRoute = () => <PagePlaceholder title="Códigos Promocionais" />;
export const MenuRoute = () => <PagePlaceholder title="Cardápio Online" />;
export const HistoryRoute = () => <PagePlaceholder title="Histórico" />;
export const SettingsRoute = () => <PagePlaceholder title="Configurações" />;
export const ThemeRoute = () => <PagePlaceholder title="Configurações de Tema" />;
