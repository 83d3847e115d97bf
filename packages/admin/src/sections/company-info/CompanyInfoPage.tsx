/** /company-info: a member's own company profile (its status is staff's to set). */
import type { components } from '@permit-office/sdk';
import { Title } from 'react-admin';
import { SingleRecordForm } from '../../components/SingleRecordForm.js';
import { app } from '../../i18n/en.js';
import { useSdk } from '../../session/sdk-context.js';
import { CompanyInputs } from '../companies/CompanyForm.js';

export default function CompanyInfoPage() {
  const sdk = useSdk();
  return (
    <>
      <Title title={app.companyInfo.title} />
      <SingleRecordForm
        title={app.companyInfo.title}
        queryKey={['my-company']}
        load={async () => sdk.unwrap(await sdk.client.GET('/my-company')).data}
        save={async (values) =>
          sdk.unwrap(await sdk.client.PUT('/my-company', { body: values as components['schemas']['CompanyInput'] }))
            .data
        }
        savedMessage={app.companyInfo.saved}
      >
        <CompanyInputs withStatus={false} />
      </SingleRecordForm>
    </>
  );
}
