from lookout.app import main
main()
