# Image Tester takes its settings as flags; the API key comes from EYES_API_KEY (step 1)
# list the checkpoints a folder would create, without uploading anything
image-tester --folder ./screenshots --app-name "Web Shop" --dry-run
