import { FilesModule } from '../../features/files/components/files-module.js';

/** `/files/*`: the files library. */
export function FilesRoute() {
  return <FilesModule />;
}
