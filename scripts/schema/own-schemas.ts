// The schemas our migrations own: their objects are written whole in supabase/schema/.
export const OWN_SCHEMAS = ['public', 'private'];
