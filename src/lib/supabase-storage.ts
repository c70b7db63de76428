import { StorageClient } from '@supabase/storage-js';
import { authedFetch } from '@/lib/supabase';
import { supabaseBase } from '@/lib/supabase-base';

/** Supabase Storage with the session's token: only the screens that upload images load it. */
export const storage = new StorageClient(new URL('storage/v1', supabaseBase).href, {}, authedFetch);
