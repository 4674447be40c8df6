import { useQueryClient } from '@tanstack/react-query';
import { Route, Routes, useParams } from 'react-router';
import { UploadProgressList } from '../../../components/upload/upload-progress-list.js';
import { useUploadQueue } from '../../../components/upload/use-upload-queue.js';
import { FILES_KEYS } from '../api/files-query-keys.js';
import type { FilesScope } from '../api/files-view.js';
import { useFilesAccess } from './files-access.js';
import type { FilesAccess } from './files-access.js';
import { FilesBrowser } from './files-browser.js';
import { FilesNavigation } from './files-navigation.js';
import { FilePage } from './file-page/file-page.js';
import './files.css';

/** `/files/*`: the navigation (views and folders) beside a file list or a file, with one upload queue for both. */
export function FilesModule() {
  const access = useFilesAccess();
  const queryClient = useQueryClient();
  const uploads = useUploadQueue({ onUploaded: () => void queryClient.invalidateQueries({ queryKey: FILES_KEYS.all }) });
  const upload = (folder: string | null, files: File[]) => uploads.add(files, folder ? { folder } : {});
  const browser = (scope: FilesScope) => <FilesBrowser key={JSON.stringify(scope)} scope={scope} access={access} onUpload={upload} />;
  return (
    <div className="files-layout">
      <FilesNavigation access={access} onUploadInto={upload} />
      <main className="files-layout__page">
        <UploadProgressList entries={uploads.entries} onCancel={uploads.cancel} onRetry={uploads.retry} onClear={uploads.clearFinished} />
        <Routes>
          <Route index element={browser({ kind: 'root' })} />
          <Route path="all" element={browser({ kind: 'all' })} />
          <Route path="mine" element={browser({ kind: 'mine' })} />
          <Route path="recent" element={browser({ kind: 'recent' })} />
          <Route path="folders/:folder" element={<FolderRoute access={access} onUpload={upload} />} />
          <Route path=":id" element={<FileRoute access={access} />} />
        </Routes>
      </main>
    </div>
  );
}

function FolderRoute({ access, onUpload }: { access: FilesAccess; onUpload: (folder: string | null, files: File[]) => void }) {
  const { folder = '' } = useParams();
  return <FilesBrowser key={folder} scope={{ kind: 'folder', folder }} access={access} onUpload={onUpload} />;
}

function FileRoute({ access }: { access: FilesAccess }) {
  const { id = '' } = useParams();
  return <FilePage key={id} id={id} access={access} />;
}
