# Backends of compose.yaml, included by shop.vcl as "shop-backends.vcl": the shop instances,
# probed on /readyz, balanced round robin, and who may purge.

probe shop_ready {
    .url = "/readyz";
    .interval = 5s;
    .timeout = 2s;
    .window = 5;
    .threshold = 3;
}

backend shop1 { .host = "shop1"; .port = "3000"; .probe = shop_ready; .first_byte_timeout = 30s; }
backend shop2 { .host = "shop2"; .port = "3000"; .probe = shop_ready; .first_byte_timeout = 30s; }

sub vcl_init {
    new shop = directors.round_robin();
    shop.add_backend(shop1);
    shop.add_backend(shop2);
}

# The shop instances send purges from the compose network; nobody else may.
acl purgers {
    "localhost";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}
