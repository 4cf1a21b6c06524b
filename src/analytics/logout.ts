/**
 * What logging out clears (product API calls), apart from the tracker: the account menu's Log out runs it
 * while the page is still here, so it is first-render code and the tracker's code is not.
 */
import { removeItem, type StorageOption } from '../storage/local-storage';

/** localStorage key of the referral entry that logging out removes (product API calls: "Logout removes the stored referral entry"). */
export const REFERRAL_STORAGE_KEY = 'referral';

/** Logging out removes the stored referral entry (product API calls). True when removed (or already absent). */
export function onLogout(storage?: StorageOption): boolean {
  return removeItem(REFERRAL_STORAGE_KEY, storage);
}
