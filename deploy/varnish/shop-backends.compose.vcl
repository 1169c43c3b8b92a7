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

# The shop instances purge from the compose network (compose.yaml's subnet); nobody else may.
acl purgers {
    "localhost";
    "172.28.0.0"/24;
}
