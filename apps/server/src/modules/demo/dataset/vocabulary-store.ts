/** The catalogue of the synthetic online store, for the store (Shopify v2) events. */

export interface Product {
  name: string;
  type: string;
  sku: string;
  price: number;
  variants: readonly string[];
  tags: readonly string[];
  collections: readonly string[];
}

const product = (name: string, type: string, sku: string, price: number, variants: string[], tags: string[], collections: string[]): Product => ({
  name,
  type,
  sku,
  price,
  variants,
  tags,
  collections,
});

export const PRODUCTS: readonly Product[] = [
  product('Classic Cotton Tee', 'T-Shirts', 'TEE-CLS', 24, ['S / White', 'M / White', 'L / Black', 'XL / Navy'], ['cotton', 'bestseller'], ['Essentials', 'Summer']),
  product('Organic V-Neck Tee', 'T-Shirts', 'TEE-VNK', 29, ['S / Sand', 'M / Olive', 'L / Sand'], ['organic', 'cotton'], ['Essentials', 'Sustainable']),
  product('Merino Crew Sweater', 'Sweaters', 'SWT-MER', 89, ['S / Grey', 'M / Grey', 'L / Forest'], ['wool', 'winter'], ['Winter', 'Premium']),
  product('Fleece Hoodie', 'Hoodies', 'HOD-FLC', 59, ['M / Black', 'L / Heather', 'XL / Black'], ['bestseller', 'winter'], ['Essentials', 'Winter']),
  product('Denim Jacket', 'Jackets', 'JKT-DNM', 119, ['S / Indigo', 'M / Indigo', 'L / Washed'], ['denim'], ['New arrivals', 'Premium']),
  product('Rain Shell Jacket', 'Jackets', 'JKT-RAN', 149, ['M / Yellow', 'L / Navy'], ['waterproof', 'outdoor'], ['Outdoor']),
  product('Slim Chinos', 'Trousers', 'TRS-CHN', 69, ['30 / Khaki', '32 / Khaki', '34 / Navy'], ['cotton'], ['Essentials', 'Office']),
  product('Linen Shorts', 'Shorts', 'SHR-LIN', 45, ['S / Natural', 'M / Natural', 'L / Blue'], ['linen', 'summer'], ['Summer']),
  product('Running Sneakers', 'Shoes', 'SHO-RUN', 129, ['40', '41', '42', '43', '44'], ['sport', 'bestseller'], ['Sport', 'New arrivals']),
  product('Leather Chelsea Boots', 'Shoes', 'SHO-CHL', 189, ['41 / Brown', '42 / Brown', '43 / Black'], ['leather', 'premium'], ['Premium', 'Winter']),
  product('Canvas Tote Bag', 'Bags', 'BAG-TOT', 19, ['Natural', 'Black'], ['cotton', 'gift'], ['Accessories', 'Sustainable']),
  product('Travel Backpack 30L', 'Bags', 'BAG-TRV', 99, ['Black', 'Olive'], ['travel', 'outdoor'], ['Accessories', 'Outdoor']),
  product('Wool Beanie', 'Accessories', 'ACC-BNE', 25, ['Grey', 'Mustard', 'Black'], ['wool', 'winter', 'gift'], ['Accessories', 'Winter']),
  product('Silk Scarf', 'Accessories', 'ACC-SCF', 55, ['Floral', 'Paisley'], ['silk', 'gift', 'premium'], ['Accessories', 'Premium']),
  product('Stainless Water Bottle', 'Home', 'HOM-BTL', 32, ['500 ml', '750 ml'], ['sustainable', 'gift'], ['Sustainable', 'Outdoor']),
  product('Ceramic Coffee Mug', 'Home', 'HOM-MUG', 18, ['White', 'Terracotta'], ['gift'], ['Home']),
  product('Scented Soy Candle', 'Home', 'HOM-CND', 28, ['Fig', 'Cedar', 'Lavender'], ['gift', 'bestseller'], ['Home', 'Gifts']),
  product('Gift Card', 'Gift Cards', 'GFT-CRD', 50, ['25', '50', '100'], ['gift'], ['Gifts']),
  product('Yoga Mat', 'Sport', 'SPT-YGM', 65, ['Blue', 'Purple'], ['sport', 'sustainable'], ['Sport']),
  product('Sunglasses Aviator', 'Accessories', 'ACC-SUN', 79, ['Gold', 'Silver'], ['summer'], ['Summer', 'Accessories']),
];

export const DISCOUNT_CODES: readonly string[] = ['WELCOME10', 'SPRING15', 'SUMMER20', 'BLACKFRIDAY30', 'FREESHIP', 'VIP25', 'COMEBACK10'];
export const PAYMENT_METHODS: readonly { name: string; weight: number }[] = [
  { name: 'credit_card', weight: 55 },
  { name: 'paypal', weight: 20 },
  { name: 'shop_pay', weight: 12 },
  { name: 'apple_pay', weight: 8 },
  { name: 'klarna', weight: 4 },
  { name: 'gift_card', weight: 1 },
];
export const REFUND_METHODS: readonly string[] = ['original_payment', 'store_credit', 'gift_card'];
export const ORDER_TAGS: readonly string[] = ['first-order', 'repeat', 'wholesale', 'gift', 'express', 'international', 'pos'];
export const CANCEL_REASONS = ['customer', 'fraud', 'inventory', 'declined', 'staff', 'other'] as const;
