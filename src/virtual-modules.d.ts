/** Loads the importing island's strings in its page's language before it draws (src/build/island-strings.ts). */
declare module 'virtual:island-strings' {}
