image-tester --folder ./screenshots --app-name "Web Shop" --api-key "$EYES_API_KEY"
