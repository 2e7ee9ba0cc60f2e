// Every test file may call the answerer's pure functions directly, without a core: give them the
// packaged word lists, as createCore does for the server and the CLI.
import { installPackagedWordLists } from '../word-lists.ts';

installPackagedWordLists();
