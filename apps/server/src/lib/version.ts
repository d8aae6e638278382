// The release this server is: the root package.json's version, bundled into the compiled server
// (scripts/build-server.mjs inlines the JSON), so it is the version of the code, not of whatever
// package.json sits beside it at run time.
import rootPackage from '../../../../package.json' with { type: 'json' };

export const APP_VERSION: string = rootPackage.version;
