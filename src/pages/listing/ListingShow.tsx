import { UserOutlined } from '@ant-design/icons';
import { Image, Space, Typography } from 'antd';

import { ResourceShow, useResourceDecl } from '../../engine';
import { listingLabels } from '../../locales/listing';
import { listingShowFields } from '../../resources/listing';
import type { Values } from '../../resources/types';
import FairPrice from './FairPrice';

import './listing-show.css';

function Photos({ record }: { record: Values }) {
  const photos = Array.isArray(record.photos) ? record.photos.filter((one) => typeof one === 'string') : [];
  if (photos.length === 0) return null;
  const title = typeof record.title === 'string' ? record.title : '';
  return (
    <Image.PreviewGroup>
      <Space wrap className="listing-photos" aria-label={listingLabels.photos}>
        {photos.map((src, index) => (
          <Image
            key={src}
            src={src}
            width={160}
            height={120}
            style={{ objectFit: 'cover', borderRadius: 6 }}
            alt={`${listingLabels.photos} ${index + 1}: ${title}`}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

function Header({ record }: { record: Values }) {
  return (
    <div className="listing-show-head">
      <FairPrice record={record} />
      {typeof record.agent_name === 'string' && record.agent_name && (
        <Typography.Text className="listing-agent">
          <UserOutlined aria-hidden /> {listingLabels.agent}: {record.agent_name}
        </Typography.Text>
      )}
      <Photos record={record} />
    </div>
  );
}

/** The detail of a listing (standard or premium): the generic one with the price, agent and photos. */
export default function ListingShow() {
  const decl = useResourceDecl();
  return (
    <ResourceShow decl={decl} fields={listingShowFields} header={(record) => <Header record={record} />} />
  );
}
