// shared/src/pocketbase-types.ts, which the domain rules' types reach, names the browser's File as an
// upload's type. PocketBase's engine has no File and the server never makes one: a name for the types only.
interface File {
  readonly name: string;
}
