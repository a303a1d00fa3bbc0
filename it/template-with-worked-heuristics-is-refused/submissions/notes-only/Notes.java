class Notes {}
