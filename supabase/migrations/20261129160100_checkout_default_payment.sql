-- "forma de pagamento padrão" is the method the checkout preselects.
--
-- the setting used to change nothing: the checkout always preselected pix (when accepted), whatever
-- the owner chose. it now preselects the shop's default_payment_method (the first accepted method
-- when the default is no longer accepted). so that customers keep seeing what they saw, a shop still
-- on the old column default ('cash', never acting) that accepts pix starts at pix, and so does a new
-- shop. see docs/ordering-rules.md, "Forma de pagamento padrão".

alter table public.company_settings alter column default_payment_method set default 'pix';

update public.company_settings
   set default_payment_method = 'pix'
 where default_payment_method = 'cash'
   and 'pix' = any(accepted_payment_methods);

comment on column public.company_settings.default_payment_method is
  'The payment method the checkout preselects (the first accepted one when this is not accepted).';
