import { createClient } from '@supabase/supabase-js';
import { config } from '@/lib/config';
import type { Database } from '@/lib/database.types';

/** The app's one Supabase client, typed by the types generated from the migrations. */
export const supabase = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey);
