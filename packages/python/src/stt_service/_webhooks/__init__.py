"""Verifying the service's webhook deliveries (Standard Webhooks): the signature, the delivery's checks, the event, and
the ``client.webhooks`` resource that offers them. The public names are in :mod:`stt_service.webhooks`."""
