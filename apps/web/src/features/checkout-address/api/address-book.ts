/** The address book and validation live in the shared data layer (the settings' saved addresses use them too). */
export * from '@/api/address/address-book.ts';
