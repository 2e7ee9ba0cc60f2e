// Every test file may call the answerer's pure functions directly, without a core: give them the
// packaged word lists and language resources, as createCore does for the server and the CLI.
import { installPackagedLanguageResources } from '../language-resources.ts';
import { installPackagedWordLists } from '../word-lists.ts';

installPackagedWordLists();
installPackagedLanguageResources();
