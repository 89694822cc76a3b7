# The key is read from EYES_API_KEY
image-tester \
  --folder ./screenshots \
  --app-name "Web Shop" \
  --server-url https://eyes.example.com \
  --match-level Layout
