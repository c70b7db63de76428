import { createClient } from '@supabase/supabase-js';
import { config } from '@/lib/config';

/** The app's one Supabase client. */
export const supabase = createClient(config.supabaseUrl, config.supabaseAnonKey);
