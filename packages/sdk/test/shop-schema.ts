/**
 * A Schema with every kind of field the query types distinguish, for the type tests of
 * `src/query`: text, literal unions, numbers, booleans, dates (as strings), json, csv, geometry,
 * many-to-one chains three hops long, one-to-many, many-to-many through a junction, many-to-any,
 * a system relation and a singleton.
 */
import type { TesseraUser } from '../src/index.js';

export interface Region {
  id: number;
  name: string;
}

export interface Country {
  id: number;
  name: string;
  region: number | Region | null;
}

export interface Customer {
  id: string;
  name: string;
  email: string | null;
  vip: boolean;
  country: number | Country | null;
  orders: number[] | Order[];
}

export interface Product {
  id: number;
  title: string;
  price: number;
}

export interface Label {
  id: number;
  name: string;
}

export interface Order {
  id: number;
  reference: string;
  status: 'open' | 'paid' | 'shipped';
  total: number;
  paid: boolean;
  placed_at: string;
  notes: string | null;
  meta: { source: string } | null;
  raw: unknown;
  tags: string[] | null;
  delivery_point: { type: 'Point'; coordinates: [number, number] } | null;
  customer: string | Customer | null;
  lines: number[] | OrderLine[];
  /** Many-to-many: the junction rows, each pointing at a label. */
  labels: number[] | OrderLabel[];
  /** Many-to-any: the junction rows, each pointing at a product or a label. */
  attachments: number[] | OrderAttachment[];
  user_created: string | TesseraUser | null;
}

export interface OrderLine {
  id: number;
  order: number | Order;
  product: number | Product;
  quantity: number;
}

export interface OrderLabel {
  id: number;
  orders_id: number | Order;
  labels_id: number | Label;
}

export interface OrderAttachment {
  id: number;
  order: number | Order;
  collection: string;
  item: string | Product | Label;
}

export interface ShopSettings {
  shop_name: string;
  currency: 'EUR' | 'USD';
}

export interface ShopSchema {
  regions: Region[];
  countries: Country[];
  customers: Customer[];
  products: Product[];
  labels: Label[];
  orders: Order[];
  order_lines: OrderLine[];
  order_labels: OrderLabel[];
  order_attachments: OrderAttachment[];
  shop_settings: ShopSettings;
}
